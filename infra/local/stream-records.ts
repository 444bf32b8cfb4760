/**
 * DynamoDB Streams records as the SDK returns them -> records as Lambda delivers them (DynamoDBStreamEvent):
 * dates become epoch seconds, binary attributes base64 strings, the region the function's own.
 */
import type { AttributeValue as SdkAttributeValue, _Record as SdkStreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

function toLambdaValue(value: SdkAttributeValue): AttributeValue {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M)! };
  if (value.L !== undefined) return { L: value.L.map(toLambdaValue) };
  return value as AttributeValue;
}

function toLambdaImage(image: Record<string, SdkAttributeValue> | undefined): Record<string, AttributeValue> | undefined {
  if (!image) return undefined;
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));
}

export function toLambdaRecord(record: SdkStreamRecord, region: string, streamArn: string): DynamoDBRecord {
  const change = record.dynamodb ?? {};
  const dynamodb: NonNullable<DynamoDBRecord['dynamodb']> = {
    ApproximateCreationDateTime: change.ApproximateCreationDateTime
      ? Math.floor(change.ApproximateCreationDateTime.getTime() / 1000)
      : undefined,
    Keys: toLambdaImage(change.Keys),
    NewImage: toLambdaImage(change.NewImage),
    OldImage: toLambdaImage(change.OldImage),
    SequenceNumber: change.SequenceNumber,
    SizeBytes: change.SizeBytes,
    StreamViewType: change.StreamViewType,
  };
  for (const key of Object.keys(dynamodb) as (keyof typeof dynamodb)[]) {
    if (dynamodb[key] === undefined) delete dynamodb[key];
  }
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    dynamodb,
    eventSourceARN: streamArn,
  };
}
