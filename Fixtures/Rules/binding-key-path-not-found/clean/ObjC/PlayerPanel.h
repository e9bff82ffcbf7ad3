#import <Cocoa/Cocoa.h>

@interface PlayerPanel : NSWindowController {
    NSString *_trackName;
}
@property (getter=isLooping) BOOL looping;
- (NSUInteger)countOfChapters;
- (id)objectInChaptersAtIndex:(NSUInteger)index;
- (BOOL)isMuted;
- (NSString *)getSubtitle;
@end
