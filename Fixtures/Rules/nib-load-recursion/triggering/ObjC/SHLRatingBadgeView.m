#import "SHLRatingBadgeView.h"

@implementation SHLRatingBadgeView

- (instancetype)initWithCoder:(NSCoder *)coder {
    self = [super initWithCoder:coder];
    if (!self) {
        return nil;
    }
    [self setUpContent];
    return self;
}

- (void)setUpContent {
    UIView *content = [[[NSBundle bundleForClass:[self class]] loadNibNamed:@"SHLRatingBadgeView" owner:self options:nil] firstObject];
    content.frame = self.bounds;
    [self addSubview:content];
}

@end
