/**
 * A loopback fake of the Actions results service: the Twirp ArtifactService (CreateArtifact,
 * FinalizeArtifact, ListArtifacts, GetSignedArtifactURL) and the blob endpoint the real
 * @actions/artifact client uploads blocks to and downloads zips from.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeArtifact {
  name: string;
  retention?: string;
  blocks: Map<string, Buffer>;
  zip?: Buffer;
  finalized: boolean;
  id: number;
}

export class FakeResultsService {
  readonly artifacts: FakeArtifact[] = [];
  readonly requests: string[] = [];
  /** As GitHub's service: one artifact per name in a workflow run (a second CreateArtifact is refused). */
  uniqueNames = false;
  private server?: Server;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** A JWT whose `scp` claim names the run and job backend ids (the only claim the client reads). */
  static token(): string {
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp: 'Actions.ExampleScope Actions.Results:run-backend-1:job-backend-1' })}.sig`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        this.requests.push(`${req.method} ${req.url}`);
        const reply = this.handle(req, body);
        res.writeHead(reply.status, reply.headers ?? { 'content-type': 'application/json' });
        res.end(reply.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  private handle(
    req: IncomingMessage,
    body: Buffer
  ): { status: number; body?: string | Buffer; headers?: Record<string, string> } {
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname === '/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact') {
      const request = JSON.parse(body.toString());
      if (this.uniqueNames && this.artifacts.some((a) => a.name === request.name))
        return {
          status: 409,
          body: JSON.stringify({
            code: 'already_exists',
            msg: 'an artifact with this name already exists on the workflow run'
          })
        };
      const artifact: FakeArtifact = {
        name: request.name,
        retention: request.expires_at,
        blocks: new Map(),
        finalized: false,
        id: 1000 + this.artifacts.length
      };
      this.artifacts.push(artifact);
      return {
        status: 200,
        body: JSON.stringify({
          ok: true,
          signedUploadUrl: `${this.url}blob/${artifact.id}/artifact.zip?sig=fake`
        })
      };
    }
    if (url.pathname === '/twirp/github.actions.results.api.v1.ArtifactService/FinalizeArtifact') {
      const request = JSON.parse(body.toString());
      const artifact = this.artifacts.find((a) => a.name === request.name);
      if (!artifact) return { status: 404, body: '{}' };
      artifact.finalized = true;
      return { status: 200, body: JSON.stringify({ ok: true, artifactId: String(artifact.id) }) };
    }
    if (url.pathname === '/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts') {
      const request = JSON.parse(body.toString()) as { name_filter?: string; id_filter?: string };
      const listed = this.artifacts.filter(
        (a) =>
          a.finalized &&
          (request.name_filter === undefined || a.name === request.name_filter) &&
          (request.id_filter === undefined || String(a.id) === String(request.id_filter))
      );
      return {
        status: 200,
        body: JSON.stringify({
          artifacts: listed.map((a) => ({
            workflow_run_backend_id: 'run-backend-1',
            workflow_job_run_backend_id: 'job-backend-1',
            database_id: String(a.id),
            name: a.name,
            size: String(a.zip?.length ?? 0),
            created_at: new Date(Date.UTC(2026, 11, 2, 0, 0, a.id - 1000)).toISOString()
          }))
        })
      };
    }
    if (url.pathname === '/twirp/github.actions.results.api.v1.ArtifactService/GetSignedArtifactURL') {
      const request = JSON.parse(body.toString()) as { name: string };
      const artifact = [...this.artifacts].reverse().find((a) => a.name === request.name && a.finalized);
      if (!artifact) return { status: 404, body: '{"msg":"no such artifact"}' };
      return {
        status: 200,
        body: JSON.stringify({ signed_url: `${this.url}blob/${artifact.id}/artifact.zip?sig=fake` })
      };
    }
    const blob = /^\/blob\/(\d+)\//.exec(url.pathname);
    if (blob && req.method === 'GET') {
      const artifact = this.artifacts.find((a) => a.id === Number(blob[1]));
      if (!artifact?.zip) return { status: 404, body: '' };
      return { status: 200, body: artifact.zip, headers: { 'content-type': 'application/zip' } };
    }
    if (blob && req.method === 'PUT') {
      const artifact = this.artifacts.find((a) => a.id === Number(blob[1]))!;
      const headers = { 'x-ms-request-id': 'fake', 'x-ms-version': '2025-01-05', 'content-length': '0' };
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        artifact.blocks.set(url.searchParams.get('blockid')!, body);
        return { status: 201, headers };
      }
      if (comp === 'blocklist') {
        const ids = [...body.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)<\//g)].map(
          (m) => m[1]
        );
        artifact.zip = Buffer.concat(ids.map((id) => artifact.blocks.get(id)!));
        return {
          status: 201,
          headers: { ...headers, etag: '"fake"', 'last-modified': new Date().toUTCString() }
        };
      }
      artifact.zip = body;
      return { status: 201, headers: { ...headers, etag: '"fake"' } };
    }
    return { status: 404, body: '{"msg":"not found"}' };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
