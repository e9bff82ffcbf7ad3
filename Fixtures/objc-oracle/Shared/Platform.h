// Macros per platform, for the files that import this header.
#if TARGET_OS_IPHONE
#define SURFACE_CLASS UIView
#define CHOOSER_PROTOCOLS <UIPickerViewDelegate>
#else
#define SURFACE_CLASS NSView
#define CHOOSER_PROTOCOLS <NSTableViewDelegate>
#endif

#define JOIN_NAMES_(a, b) a ## b
#define JOIN_NAMES(a, b) JOIN_NAMES_(a, b)
#ifdef LEDGER_PREFIX
#define LEDGER_METHOD(x) JOIN_NAMES(LEDGER_PREFIX, x)
#else
#define LEDGER_METHOD(x) x
#endif
