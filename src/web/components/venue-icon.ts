import { Building2, type LucideIcon, MonitorSmartphone, Video } from 'lucide-react';

const VENUE_TYPE_ICONS: Readonly<Record<string, LucideIcon>> = {
  'in-person': Building2,
  virtual: Video,
  hybrid: MonitorSmartphone,
};

export function venueTypeIcon(id: string): LucideIcon {
  return VENUE_TYPE_ICONS[id] ?? Building2;
}
