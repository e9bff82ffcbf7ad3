#import <UIKit/UIKit.h>

@interface SHLWeeklyStatsViewController : UIViewController
@end

/// The same screen for a week, with the identifiers its storyboard has.
@implementation SHLWeeklyStatsViewController

- (IBAction)showWeekInReview:(id)sender {
    [self performSegueWithIdentifier:@"ShowWeekInReview" sender:sender];
}

- (IBAction)showWeekAgain:(id)sender {
    UIViewController *review = [self.storyboard instantiateViewControllerWithIdentifier:@"WeekInReview"];
    [self.navigationController pushViewController:review animated:YES];
}

@end
