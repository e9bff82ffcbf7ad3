#import <Cocoa/Cocoa.h>

/// Loaded from Objective-C in three ways; Inspector.xib's File's Owner is this class.
@interface InspectorWindowController : NSWindowController
@property (weak) IBOutlet NSTextField *titleField;
@end

@interface CompactInspectorWindowController : InspectorWindowController
@end
