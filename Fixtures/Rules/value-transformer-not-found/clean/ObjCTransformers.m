#import <Foundation/Foundation.h>

@interface UppercaseTransformer : NSValueTransformer
@end

@implementation UppercaseTransformer
+ (void)initialize {
    [NSValueTransformer setValueTransformer:[self new] forName:@"Uppercase"];
}
@end
