#import "SHLStatsViewController.h"

@implementation SHLStatsViewController

- (IBAction)showYearInReview:(id)sender {
    // The segue is "ShowYearInReview"; "ShowYearReview" was its name before a rename in Interface Builder.
    [self performSegueWithIdentifier:@"ShowYearReview" sender:sender];
}

- (IBAction)showGoals:(id)sender {
    // No scene has the Storyboard ID "ReadingGoals" (the goals screen was moved to its own xib).
    UIViewController *goals = [self.storyboard instantiateViewControllerWithIdentifier:@"ReadingGoals"];
    [self.navigationController pushViewController:goals animated:YES];
}

@end
