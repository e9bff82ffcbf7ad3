#import <Foundation/Foundation.h>
#import "Shared/Platform.h"

#define TRACE_TOOLS 0

@interface SURFACE_CLASS (Tools)
- (void)outline;
@end

@interface ToolPalette : NSObject CHOOSER_PROTOCOLS
{
    IBOutlet NSButton *pencil;
}
#if TARGET_OS_IPHONE
- (void)sendSnapshot:(UIImage *)image
#else
- (void)sendSnapshot:(NSImage *)image
#endif
          completion:(id)done;
- (NSInteger)LEDGER_METHOD(toolCount);
#if TRACE_TOOLS
- (void)traceTools;
#endif
@end
