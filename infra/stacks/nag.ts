import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag spells an ARN inside a finding id of `consumer`'s template: `<TableCD117FA1.Arn>` when `owner` is in
 * the same stack, the export name when it is in another one. cdk-nag v3 acknowledges a wildcard finding only by
 * its exact id (`AwsSolutions-IAM5[Resource::…]`), and a cross-stack ARN becomes an import only at synthesis;
 * `exportValue` creates (or finds) that very export now and so tells its name. Across stacks, `arn` must be a
 * plain resource attribute (`bucket.bucketArn`, not `${bucket.bucketArn}/*`): append suffixes to the result.
 */
export function nagArn(consumer: IConstruct, owner: IConstruct, arn: string): string {
  const consumerStack = Stack.of(consumer);
  const ownerStack = Stack.of(owner);
  const value = ownerStack === consumerStack ? arn : ownerStack.exportValue(arn);
  return flattenCfnExpression(consumerStack.resolve(value));
}

/** cdk-nag's flattening of a resolved CloudFormation expression (Join, Sub, GetAtt, ImportValue, Ref). */
function flattenCfnExpression(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const expression = node as Record<string, unknown>;
  if (expression['Fn::Join']) {
    const [delimiter, items] = expression['Fn::Join'] as [string, unknown[]];
    return items.map(flattenCfnExpression).join(delimiter);
  }
  if (expression['Fn::Sub']) return flattenCfnExpression(expression['Fn::Sub']);
  if (expression['Fn::GetAtt']) {
    const [resource, attribute] = expression['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenCfnExpression(resource)}.${flattenCfnExpression(attribute)}>`;
  }
  if (expression['Fn::ImportValue']) return flattenCfnExpression(expression['Fn::ImportValue']);
  if (expression.Ref) return `<${flattenCfnExpression(expression.Ref)}>`;
  return JSON.stringify(node);
}
