/** OpenAPI part of images: uploads and their files. */
import { int, obj, op, ref, str, type OpenApiPart } from '../../lib/openapi';

export const imagesOpenApi: OpenApiPart = {
  paths: {
    '/image': {
      post: op({
        tag: 'Binding',
        summary: 'Upload an image (PNG, JPEG, GIF, WebP; at most 20 MB; content checked)',
        auth: true,
        multipart: obj({ image: str({ format: 'binary' }) }, ['image']),
        ok: { status: 201, schema: ref('Image') },
        errors: [413],
      }),
    },
    '/image/{id}': {
      delete: op({
        tag: 'Binding',
        summary: 'Delete an own image',
        auth: true,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404],
      }),
    },
    '/uploads/{name}': {
      get: op({
        tag: 'Binding',
        summary: 'An uploaded image (unguessable name)',
        params: ['name'],
        ok: { description: 'The image bytes' },
        errors: [404],
      }),
    },
  },
  schemas: {
    Image: obj({ id: int(), url: str(), mime: str(), size: int() }),
  },
};
