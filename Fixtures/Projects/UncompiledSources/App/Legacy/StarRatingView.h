#import <UIKit/UIKit.h>

@interface StarRatingView : UIView
@property (nonatomic) NSInteger stars;
@end
