#import "RCPShoppingListViewController.h"

static NSString *const RCPShoppingItemCellIdentifier = @"ShoppingItemCell";

@implementation RCPShoppingListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"ShoppingItem"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView dequeueReusableCellWithIdentifier:RCPShoppingItemCellIdentifier forIndexPath:indexPath];
}

@end
