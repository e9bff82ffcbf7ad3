#import <Cocoa/Cocoa.h>

/// The export options window. ExportOptions.xib was copied from ImportOptions.xib, and its
/// File's Owner still says ImportOptionsWindowController.
@interface ExportOptionsWindowController : NSWindowController
@property (weak) IBOutlet NSPopUpButton *formatPopUp;
@end

@interface ImportOptionsWindowController : NSWindowController
@property (weak) IBOutlet NSButton *overwriteCheckbox;
@end
