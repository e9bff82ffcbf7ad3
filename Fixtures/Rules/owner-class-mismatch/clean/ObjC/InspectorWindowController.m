#import "InspectorWindowController.h"

@implementation CompactInspectorWindowController

- (instancetype)init {
    return [super initWithWindowNibName:@"Inspector"];
}

@end

@interface DocumentWindowController : NSWindowController
@end

@implementation DocumentWindowController

- (IBAction)showInspector:(id)sender {
    InspectorWindowController *inspector = [[InspectorWindowController alloc] initWithWindowNibName:@"Inspector"];
    [inspector showWindow:sender];
}

@end

@implementation InspectorWindowController

- (void)reloadContents {
    NSArray *objects = nil;
    [[NSBundle mainBundle] loadNibNamed:@"Inspector" owner:self topLevelObjects:&objects];
}

@end
