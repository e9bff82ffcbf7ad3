#import <UIKit/UIKit.h>

/// The shelf header: File's Owner of its xib, whose top-level view is a plain UIView, so loading
/// the xib from -initWithCoder: decodes no second header.
@interface SHLShelfHeaderView : UIView
@property (nonatomic, weak) IBOutlet UIImageView *coverView;
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end
