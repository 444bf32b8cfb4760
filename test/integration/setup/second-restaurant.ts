/**
 * A person who owns two restaurants. The product makes one restaurant per owner today, so the test makes a second
 * owner's restaurant and hands it to the first person (its stored ownerId, which the role check reads): what a
 * person-wide limit must hold against, since owning more than one restaurant must not multiply it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, documentClient } from '../../../functions/lib/composition';
import { ownerWithRestaurant, type Owner } from './support';

export async function secondRestaurantOf(owner: Owner): Promise<Owner> {
  const other = await ownerWithRestaurant();
  const { Key, TableName } = db.entities.restaurant.get({ restaurantId: other.restaurant.id }).params();
  await documentClient.send(
    new UpdateCommand({ TableName, Key, UpdateExpression: 'SET ownerId = :owner', ExpressionAttributeValues: { ':owner': owner.user.userId } }),
  );
  return { ...other, user: owner.user };
}
