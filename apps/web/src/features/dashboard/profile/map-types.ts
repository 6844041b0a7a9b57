export interface MapCity {
  id: string;
  name: string;
  lat: number;
  lng: number;
  match: number;
}

export type MapState = { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; message: string };
