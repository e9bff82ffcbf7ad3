#import <Cocoa/Cocoa.h>

// Conditional directives inside the declaration: in the protocol list, the instance variables and a property.
@interface FieldEditorController : NSWindowController <NSComboBoxDataSource
#ifndef FIELD_EDITOR_LITE
, NSTextFieldDelegate
#endif
>
{
    IBOutlet NSWindow *optionsSheet;
#if FIELD_EDITOR_PREVIEW
    IBOutlet NSTextField *previewField;
#else
    IBOutlet NSTextField *plainField;
#endif
}

@property (nonatomic
#ifdef FIELD_EDITOR_STRONG_OUTLETS
    , strong
#endif
    ) IBOutlet
#if FIELD_EDITOR_PREVIEW
    NSTextField
#else
    NSControl
#endif
    *statusField;

- (IBAction)closeSheet:(id)sender;

@end
