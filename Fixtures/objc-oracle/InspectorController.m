#import "InspectorController.h"
#import "ByteArray+Private.h"

#define SHOWS_THUMBNAILS TARGET_OS_IOS || TARGET_OS_VISION

@interface InspectorController () <HFByteArrayObserving>
{
    NSUInteger _generation;
}
@property (nonatomic, strong) IBOutlet NSTextField *statusField;
- (IBAction)cancel:(id)sender;
@end

@implementation InspectorController
{
    BOOL _loaded;
}

- (void)awakeFromNib {
    _loaded = YES;
}

- (void)cancel:(id)sender {
    [self.window orderOut:sender];
}

- (IBAction)refresh:(id)sender {
    [tableView reloadData];
}

- (void)loadString:(NSString *)string baseURL:(NSURL *)URL {
}

- (nullable HFByteArray *)bytesInRange:(HFRange)range {
    return nil;
}

#if !TARGET_OS_TV
#if TARGET_OS_IOS
- (void)showOnPhone:(id)sender {
}
#endif
#endif

#if SHOWS_THUMBNAILS
- (IBAction)toggleThumbnails:(id)sender {
}
#endif

@end
