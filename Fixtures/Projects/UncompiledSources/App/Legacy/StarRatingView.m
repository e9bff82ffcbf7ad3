#import "StarRatingView.h"

@interface StarRatingView ()
@property (nonatomic, weak) IBOutlet UIStackView *starStack;
@end

@implementation StarRatingView
@end
