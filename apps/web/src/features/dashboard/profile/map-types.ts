export interface MapCity {
  id: string;
  name: string;
  lat: number;
  lng: number;
  match: number;
  /** Picked by the person on the wizard's location step (decision 0161). */
  picked?: boolean;
}

export type MapState = { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; message: string };
