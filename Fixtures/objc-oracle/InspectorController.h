#import <Cocoa/Cocoa.h>
#import "ByteArray.h"
#import "AppMacros.h"

NS_ASSUME_NONNULL_BEGIN

@protocol InspectorDelegate <NSObject>
- (void)inspectorDidChange:(id)inspector;
@end

@interface InspectorController : NSWindowController <NSTableViewDataSource
#ifndef LITE
, QLPreviewPanelDataSource, QLPreviewPanelDelegate
#endif
>
{
    IBOutlet NSTableView *tableView;
    IBOutlet HFByteArrayView *byteView;
    CGAffineTransform (*transformFunction) (InspectorController *, CGFloat);
    HFRange selectedRange;
#if (TARGET_OS_IOS || TARGET_OS_WATCH) && !NO_WATCH
    WCSession *session;
#endif
}

@property (nonatomic, weak, nullable) IBOutlet id<InspectorDelegate> delegate;
@property (strong, nonatomic) IBOutletCollection(NSButton) NSArray *modeButtons;
@property (nonatomic, readonly) HFByteArray *byteArray APP_DEPRECATED("use bytes");
@property (nonatomic, copy) NSArray<HFByteRangeAttribute *> *attributes;

- (IBAction)refresh:(id)sender;
- (void)loadString:(NSString *)string baseURL:(NSURL *)URL;
- (nullable HFByteArray *)bytesInRange:(HFRange)range APP_WARN_UNUSED_RESULT;

@end

NS_ASSUME_NONNULL_END
