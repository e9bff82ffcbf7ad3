#import <Cocoa/Cocoa.h>

@interface ChartWindowController : NSWindowController
@property (weak) IBOutlet NSView *plot;
@end

@implementation ChartWindowController
@end

@interface AppDelegate : NSObject <NSApplicationDelegate>
@end

@implementation AppDelegate
- (void)showChart { [[[ChartWindowController alloc] initWithWindowNibName:@"Chart"] showWindow:self]; }
@end
