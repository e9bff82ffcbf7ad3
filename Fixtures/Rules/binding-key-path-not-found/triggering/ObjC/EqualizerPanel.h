#import <Cocoa/Cocoa.h>

@interface EqualizerPanel : NSWindowController
@property (nonatomic) double preamp;
/// A setter alone: key-value coding can set 'bands' but not read it.
- (void)setBands:(NSArray *)bands;
@end
