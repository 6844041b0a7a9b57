import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM, markerColor } from '@thrive/core';
import type { MapCity, MapState } from './map-types';
import { matchShapeSvg } from './match-shape';

/**
 * The location-prediction map: Leaflet on a basemap drawn from bundled Natural Earth country shapes (world-atlas,
 * 1:50m), so it works offline and needs no key. Online tiles only when VITE_MAP_TILE_URL is set at build time.
 */
export default function LocationMap({
  cities,
  selectedId,
  onSelect,
  onState,
  label,
}: {
  cities: MapCity[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onState: (state: MapState) => void;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const callbacks = useRef({ onSelect, onState });
  useEffect(() => {
    callbacks.current = { onSelect, onState };
  }, [onSelect, onState]);

  useEffect(() => {
    if (!element.current) return;
    let cancelled = false;
    callbacks.current.onState({ status: 'loading' });
    const instance = L.map(element.current, {
      center: [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng],
      zoom: MAP_DEFAULT_ZOOM,
      minZoom: 2,
      maxZoom: 10,
      worldCopyJump: true,
      attributionControl: true,
    });
    instance.attributionControl.setPrefix(false);
    map.current = instance;
    // The basemap gets its own pane below the markers' overlay pane.
    instance.createPane('basemap').style.zIndex = '250';
    markers.current = L.layerGroup().addTo(instance);
    const tiles = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
    if (tiles) {
      L.tileLayer(tiles, {
        attribution: (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '',
      }).addTo(instance);
    }
    fetch(countriesUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
      })
      .then((topology) => {
        if (cancelled) return;
        const countries = feature(topology, topology.objects.countries);
        if (!tiles) {
          L.geoJSON(countries, {
            style: { color: '#94a3b8', weight: 0.8, fillColor: '#f8fafc', fillOpacity: 1 },
            interactive: false,
            pane: 'basemap',
          }).addTo(instance);
          instance.attributionControl.addAttribution('Natural Earth');
        }
        callbacks.current.onState({ status: 'loaded' });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          callbacks.current.onState({
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
      });
    return () => {
      cancelled = true;
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const city of cities) {
      const band = markerColor(city.match);
      const selected = city.id === selectedId;
      // A shape for each band besides its colour (walk W423): circle, diamond, triangle; the chosen city larger,
      // outlined dark. Each marker is a button for the keyboard too, named with its city and match.
      const size = selected ? 26 : 20;
      const marker = L.marker([city.lat, city.lng], {
        icon: L.divIcon({
          html: matchShapeSvg(band, size, selected ? '#0f172a' : '#ffffff', selected ? 2.5 : 2),
          className: 'thrive-marker-icon',
          iconSize: [size, size],
          iconAnchor: [size / 2, size / 2],
        }),
        keyboard: true,
        title: `${city.name}: ${city.match}%`,
        zIndexOffset: selected ? 1000 : 0,
      });
      marker.bindTooltip(`${city.name}: ${city.match}%`, { direction: 'top', offset: [0, -size / 2] });
      marker.on('click', () => callbacks.current.onSelect(city.id));
      marker.addTo(group);
    }
  }, [cities, selectedId]);

  const first = useRef(true);
  useEffect(() => {
    const instance = map.current;
    const city = cities.find((c) => c.id === selectedId);
    if (!instance || !city) return;
    // The first selection is the default (the best match): keep the spec's view near the Netherlands when that city
    // is in it; otherwise (Chicago, Sydney...) centre the default zoom on it, so the best match is never off the map.
    if (first.current) {
      first.current = false;
      if (!instance.getBounds().contains([city.lat, city.lng])) {
        instance.setView([city.lat, city.lng], MAP_DEFAULT_ZOOM);
      }
      return;
    }
    instance.flyTo([city.lat, city.lng], MAP_SELECTED_ZOOM, { duration: 0.6 });
  }, [selectedId, cities]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      className="absolute inset-0"
      style={{ background: '#dbeafe' }}
      data-testid="leaflet-map"
    />
  );
}
