#import "SHLShelfBadge.h"

@implementation SHLShelfBadge

- (instancetype)initWithCoder:(NSCoder *)coder {
    if (!(self = [super initWithCoder:coder])) return nil;
    self.count = 0;
    return self;
}

@end
