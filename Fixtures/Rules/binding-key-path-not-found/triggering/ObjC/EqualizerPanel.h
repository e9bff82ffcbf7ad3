#import <Cocoa/Cocoa.h>

@interface EqualizerPanel : NSWindowController
@property (nonatomic) double preamp;
@end
