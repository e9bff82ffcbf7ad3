#import "SHLShelfHeaderView.h"

@implementation SHLShelfHeaderView

- (instancetype)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        UIView *content = [[[NSBundle mainBundle] loadNibNamed:@"SHLShelfHeaderView" owner:self options:nil] firstObject];
        content.frame = self.bounds;
        [self addSubview:content];
    }
    return self;
}

@end
