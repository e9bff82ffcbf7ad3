#import <UIKit/UIKit.h>

/// The rating badge on book cells. Its xib sets the class on the top-level view (not on File's
/// Owner), and -initWithCoder: loads that xib: every decoded badge decodes another badge.
@interface SHLRatingBadgeView : UIView
@property (nonatomic, weak) IBOutlet UIImageView *starsView;
@property (nonatomic, weak) IBOutlet UILabel *countLabel;
@end
