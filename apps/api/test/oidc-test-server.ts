import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface OidcUser {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
}

/**
 * A small OpenID Connect provider on loopback for tests: discovery, authorize (auto-consent as `user`), token with
 * PKCE (S256) and client secret checks, userinfo and JWKS. It records what clients sent.
 */
export async function startOidcServer(options: { clientId: string; clientSecret: string; user: OidcUser }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; method: string; redirectUri: string; nonce?: string }>();
  const seen: { authorize: URLSearchParams[]; token: URLSearchParams[] } = { authorize: [], token: [] };
  let issuer = '';

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      seen.authorize.push(url.searchParams);
      const p = url.searchParams;
      if (p.get('client_id') !== options.clientId) return json(400, { error: 'unauthorized_client' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: p.get('code_challenge') ?? '',
        method: p.get('code_challenge_method') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
        nonce: p.get('nonce') ?? undefined,
      });
      const target = new URL(p.get('redirect_uri')!);
      target.searchParams.set('code', code);
      if (p.get('state')) target.searchParams.set('state', p.get('state')!);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = new URLSearchParams(raw);
      seen.token.push(body);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64')
            .toString()
            .split(':')
            .map(decodeURIComponent)
        : null;
      const clientId = basic?.[0] ?? body.get('client_id');
      const clientSecret = basic?.[1] ?? body.get('client_secret');
      if (clientId !== options.clientId || clientSecret !== options.clientSecret)
        return json(401, { error: 'invalid_client' });
      const grant = codes.get(body.get('code') ?? '');
      if (!grant) return json(400, { error: 'invalid_grant' });
      codes.delete(body.get('code')!);
      const verifier = body.get('code_verifier') ?? '';
      const computed = createHash('sha256').update(verifier).digest('base64url');
      if (grant.method !== 'S256' || computed !== grant.challenge)
        return json(400, { error: 'invalid_grant', error_description: 'PKCE' });
      if (body.get('redirect_uri') !== grant.redirectUri) return json(400, { error: 'invalid_grant' });
      const idToken = await new SignJWT({
        email: options.user.email,
        email_verified: true,
        given_name: options.user.given_name,
        family_name: options.user.family_name,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(options.clientId)
        .setSubject(options.user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, {
        access_token: 'access-token',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
        scope: 'openid email profile',
      });
    }
    if (url.pathname === '/userinfo') {
      return json(200, {
        ...options.user,
        email_verified: true,
        name: `${options.user.given_name ?? ''} ${options.user.family_name ?? ''}`.trim(),
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
