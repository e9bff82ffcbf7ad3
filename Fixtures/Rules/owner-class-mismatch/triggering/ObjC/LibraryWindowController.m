#import "ExportOptionsWindowController.h"

@interface LibraryWindowController : NSWindowController
@property (strong) ExportOptionsWindowController *exportOptions;
@end

@implementation LibraryWindowController

- (IBAction)showExportOptions:(id)sender {
    if (self.exportOptions == nil) {
        self.exportOptions = [[ExportOptionsWindowController alloc] initWithWindowNibName:@"ExportOptions"];
    }
    [self.window beginSheet:self.exportOptions.window completionHandler:nil];
}

@end
