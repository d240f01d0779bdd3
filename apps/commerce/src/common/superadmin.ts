import type { INestApplication } from '@nestjs/common';
import { ConfigService, NativeAuthenticationMethod, TransactionalConnection } from '@vendure/core';
import { DEVELOPMENT_SUPERADMIN_PASSWORD, DEVELOPMENT_SUPERADMIN_USERNAME } from '../environment';

/**
 * Vendure sets the superadmin's password only when it creates the user, so a database first
 * started in development keeps the public development password after production credentials are
 * configured, and keeps the development `superadmin` user when production names another one.
 * This replaces exactly that password, never one a person chose, with `password`, on both users.
 * Returns the identifiers it changed.
 */
export async function retireDevelopmentSuperadminPassword(
  app: INestApplication,
  password: string,
): Promise<string[]> {
  if (password === DEVELOPMENT_SUPERADMIN_PASSWORD) {
    throw new Error('The replacement must not be the development password itself.');
  }
  const { authOptions } = app.get(ConfigService);
  const hashing = authOptions.passwordHashingStrategy;
  const repository = app
    .get(TransactionalConnection)
    .rawConnection.getRepository(NativeAuthenticationMethod);
  const identifiers = [
    ...new Set([authOptions.superadminCredentials.identifier, DEVELOPMENT_SUPERADMIN_USERNAME]),
  ];
  const changed: string[] = [];
  for (const identifier of identifiers) {
    const method = await repository
      .createQueryBuilder('method')
      // The hash column is left out of selects by default.
      .addSelect('method.passwordHash')
      .innerJoin('method.user', 'user')
      .where('user.identifier = :identifier', { identifier })
      .getOne();
    if (method && (await hashing.check(DEVELOPMENT_SUPERADMIN_PASSWORD, method.passwordHash))) {
      await repository.update({ id: method.id }, { passwordHash: await hashing.hash(password) });
      changed.push(identifier);
    }
  }
  return changed;
}
