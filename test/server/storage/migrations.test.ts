import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../server/storage/migrations';

const folder = fileURLToPath(new URL('../../../server/storage/migrations/', import.meta.url));

describe('the migration index', () => {
  it('lists every migration file under its own name, in the order the names sort', () => {
    const files = readdirSync(folder)
      .filter((file) => file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
  });

  it('keeps the names databases already recorded, so an existing database migrates unchanged', () => {
    expect(Object.keys(MIGRATIONS).slice(0, 11)).toEqual([
      '0001_create_leads',
      '0002_create_notifications_and_email_failures',
      '0003_create_privacy_requests',
      '0004_add_lead_validation_issues',
      '0005_create_deliveries',
      '0006_create_sessions',
      '0007_create_phone_verification',
      '0008_create_operator_console',
      '0009_create_certificate_retentions',
      '0010_add_identity',
      '0011_add_lead_recovered_from',
    ]);
  });

  it('imports only libraries: the code of today never changes what an old migration writes', () => {
    for (const file of readdirSync(folder).filter((name) => name !== 'index.ts')) {
      const imports = [...readFileSync(`${folder}${file}`, 'utf8').matchAll(/from '([^']+)'/g)].map(
        (match) => match[1]!,
      );
      expect({ file, relative: imports.filter((path) => path.startsWith('.')) }).toEqual({
        file,
        relative: [],
      });
    }
  });
});
