#import <Cocoa/Cocoa.h>

@interface PaneController : NSWindowController
@property (weak) IBOutlet NSView *scopeBar;
@end

@implementation PaneController
- (instancetype)init { return [super initWithWindowNibName:@"Pane"]; }
@end
