#import <Cocoa/Cocoa.h>

/// A window whose content view hosts a toolbar.
@interface KitWindow : NSWindow
@property (nonatomic, weak) IBOutlet NSView *toolbarHost;
@end
