#import "SHLProgressRing.h"

@implementation SHLProgressRing

- (instancetype)initWithLineWidth:(CGFloat)lineWidth {
    self = [super initWithFrame:CGRectZero];
    return self;
}

- (instancetype)initWithCoder:(NSCoder *)coder {
    [self doesNotRecognizeSelector:_cmd];
    return nil;
}

@end
