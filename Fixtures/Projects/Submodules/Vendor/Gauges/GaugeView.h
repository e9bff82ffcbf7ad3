#import <Cocoa/Cocoa.h>

@interface GaugeView : NSView
@property (nonatomic) double level;
@end
