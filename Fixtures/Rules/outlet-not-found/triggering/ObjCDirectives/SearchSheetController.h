#import <Cocoa/Cocoa.h>

// Conditional directives inside the declaration: in the protocol list, the instance variables and a property.
@interface SearchSheetController : NSWindowController <NSComboBoxDataSource
#ifndef SEARCH_SHEET_LITE
, NSTextFieldDelegate
#endif
>
{
    IBOutlet NSWindow *optionsSheet;
#if SEARCH_SHEET_PREVIEW
    IBOutlet NSTextField *previewField;
#else
    IBOutlet NSTextField *plainField;
#endif
}

@property (nonatomic
#ifdef SEARCH_SHEET_STRONG_OUTLETS
    , strong
#endif
    ) IBOutlet
#if SEARCH_SHEET_PREVIEW
    NSTextField
#else
    NSControl
#endif
    *statusField;

- (IBAction)closeSheet:(id)sender;

@end
