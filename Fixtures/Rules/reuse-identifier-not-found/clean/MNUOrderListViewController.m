#import "MNUOrderListViewController.h"

static NSString *const MNUOrderCellIdentifier = @"OrderCell";

@implementation MNUOrderListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:MNUOrderCellIdentifier];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        return [tableView dequeueReusableCellWithIdentifier:@"OrderCell" forIndexPath:indexPath];
    }
    // Returns nil for an unknown identifier, and the cell is made here instead.
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Plain"];
    if (!cell) {
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"Plain"];
    }
    return cell;
}

@end
