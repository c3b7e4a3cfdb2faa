import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../cli/preview/static-server.ts';
import { buildSite } from './support/build-site.ts';
import { createFormStandIn } from './support/form-stand-in.ts';
import { writeOwnerVariant } from './support/owner-variant.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    formServiceUrl: string;
    distDir: string;
    ownerBaseUrl: string;
    ownerDistDir: string;
    ownerContentDir: string;
  }
}

const projectRoot = resolve(import.meta.dirname, '../..');

function listen(server: Server): Promise<string> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolveListen(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/**
 * Builds the shipped content once — with the form endpoint pointed at a local stand-in — and the owner's variant
 * of it (support/owner-variant.ts) beside it, and serves each built dist/ the way `portfolio preview` does.
 */
export default async function setup(project: TestProject) {
  const formService = createFormStandIn();
  const formServiceUrl = await listen(formService);

  const workDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-'));
  const contentDir = join(workDir, 'content');
  const distDir = join(workDir, 'dist');
  cpSync(join(projectRoot, 'content'), contentDir, { recursive: true });
  const sitePath = join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as { contact: { formEndpoint: string } };
  site.contact.formEndpoint = `${formServiceUrl}/f/e2e-test-form`;
  writeFileSync(sitePath, JSON.stringify(site, null, 2));
  const ownerContentDir = await writeOwnerVariant(workDir);
  const ownerDistDir = join(workDir, 'owner-dist');
  await Promise.all([buildSite(contentDir, distDir), buildSite(ownerContentDir, ownerDistDir)]);

  const siteServer = createStaticServer(distDir);
  const baseUrl = await listen(siteServer);
  const ownerServer = createStaticServer(ownerDistDir);
  project.provide('baseUrl', baseUrl);
  project.provide('ownerBaseUrl', await listen(ownerServer));
  project.provide('ownerDistDir', ownerDistDir);
  project.provide('ownerContentDir', ownerContentDir);
  project.provide('formServiceUrl', formServiceUrl);
  project.provide('distDir', distDir);

  return async () => {
    await new Promise((done) => siteServer.close(done));
    await new Promise((done) => ownerServer.close(done));
    formService.closeAllConnections();
    await new Promise((done) => formService.close(done));
    rmSync(workDir, { recursive: true, force: true });
  };
}
