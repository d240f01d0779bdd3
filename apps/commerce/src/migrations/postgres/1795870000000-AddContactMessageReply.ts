// Written as `pnpm migration:generate` writes them. Once applied anywhere, never edit it: add a new one.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddContactMessageReply1795870000000 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_message" ADD "reply" text`, undefined);
    await queryRunner.query(`ALTER TABLE "contact_message" ADD "repliedAt" TIMESTAMP`, undefined);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "repliedAt"`, undefined);
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "reply"`, undefined);
  }
}
