#import <UIKit/UIKit.h>

/// The reading statistics screen, the first scene of Stats.storyboard.
@interface SHLStatsViewController : UIViewController
@end
