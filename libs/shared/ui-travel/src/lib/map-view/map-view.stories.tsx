import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useMemo, useState } from 'react';
import { storyBasemap } from '../../storybook/story-basemap';
import { MapView, type MapViewProps } from './map-view';

// Around the French-Spanish border, so the basemap's coast and border show; two Barcelona hotels close enough to cluster.
const markers = [
  { id: '1', latitude: 41.3874, longitude: 2.1686, label: 'Hotel Barcelona Centre', price: '120 €' },
  { id: '2', latitude: 41.3902, longitude: 2.154, label: 'Casa Eixample', price: '98 €' },
  { id: '3', latitude: 41.9794, longitude: 2.8214, label: 'Girona Riverside', price: '150 €' },
  { id: '4', latitude: 42.6887, longitude: 2.8948, label: 'Perpignan Castillet', price: '135 €' },
  { id: '5', latitude: 42.5063, longitude: 1.5218, label: 'Andorra Peaks Lodge', price: '89 €' },
];

function Interactive(props: MapViewProps) {
  const [activeId, setActiveId] = useState(props.activeId ?? null);
  const basemap = useMemo(() => (props.basemap === undefined ? storyBasemap() : props.basemap), [props.basemap]);
  return <MapView {...props} basemap={basemap} activeId={activeId} onMarkerClick={setActiveId} onMapClick={() => setActiveId(null)} />;
}

const meta = {
  title: 'Travel/MapView',
  component: MapView,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <div style={{ height: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Offers on the map', markers, zoomLevel: 'large', center: { latitude: 42.05, longitude: 2.45 }, cluster: true },
  argTypes: { zoomLevel: { control: 'select', options: ['hotel', 'city', 'department', 'region', 'large'] } },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Markers: Story = {};
export const ActiveMarker: Story = { args: { activeId: '3', zoomLevel: 'region', center: null } };
export const WithoutBasemap: Story = { args: { basemap: null, zoomLevel: 'city', center: null } };
export const Empty: Story = { args: { markers: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
