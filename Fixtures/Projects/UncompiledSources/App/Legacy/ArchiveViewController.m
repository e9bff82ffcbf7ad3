#import <UIKit/UIKit.h>

// In the project's groups, in no target's Compile Sources: nothing here runs.
@interface ArchiveViewController : UITableViewController
@end

@implementation ArchiveViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"ArchivedMessageCell" bundle:nil] forCellReuseIdentifier:@"archived"];
    self.navigationItem.rightBarButtonItem.image = [UIImage imageNamed:@"archive-box"];
    UIStoryboard *settings = [UIStoryboard storyboardWithName:@"ArchiveSettings" bundle:nil];
    (void)settings;
}

@end
