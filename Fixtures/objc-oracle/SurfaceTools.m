#import "SurfaceTools.h"

@implementation SURFACE_CLASS (Tools)
- (void)outline {}
@end

@implementation ToolPalette
#if TARGET_OS_IPHONE
- (void)sendSnapshot:(UIImage *)image
#else
- (void)sendSnapshot:(NSImage *)image
#endif
          completion:(id)done {
}
- (NSInteger)LEDGER_METHOD(toolCount) { return 0; }
@end
