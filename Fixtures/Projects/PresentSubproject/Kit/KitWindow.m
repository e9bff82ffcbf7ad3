#import "KitWindow.h"

@implementation KitWindow
@end
