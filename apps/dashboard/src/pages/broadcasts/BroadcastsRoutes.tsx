import { Route, Routes } from 'react-router-dom';
import { BroadcastDetail } from './BroadcastDetail';
import { BroadcastList } from './BroadcastList';
import { NewBroadcast } from './NewBroadcast';
import './broadcasts.css';

/** The Broadcasts section's pages (`/p/{project_id}/broadcasts/...`): the list, a new draft, one broadcast. */
export default function BroadcastsRoutes() {
  return (
    <Routes>
      <Route index element={<BroadcastList />} />
      <Route path="new" element={<NewBroadcast />} />
      <Route path=":id" element={<BroadcastDetail />} />
    </Routes>
  );
}
