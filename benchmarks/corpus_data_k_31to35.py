"""Data made here for batch k's part 31to35 (corpus_first_sight_k_31to35.py): small, synthetic,
in the formats the scripts read. Nothing is downloaded."""

from __future__ import annotations

import os


def twk2022_graphs(folder: str) -> None:
    """TWK2022/GNN's data: a list of torch_geometric Data saved with torch.save (as its
    data_demo.pt, Zachary's karate club: 34 nodes of 34 features, 4 classes, a train_mask),
    here 8 graphs of 34 nodes with random undirected edges, written as graphs.pt."""
    import torch
    from torch_geometric.data import Data

    generator = torch.Generator().manual_seed(0)
    graphs = []
    for _ in range(8):
        nodes = 34
        pairs = torch.randint(0, nodes, (2, 78), generator=generator)
        edge_index = torch.cat([pairs, pairs.flip(0)], dim=1)
        x = torch.randn(nodes, 34, generator=generator)
        y = torch.randint(0, 4, (nodes,), generator=generator)
        train_mask = torch.rand(nodes, generator=generator) < 0.8
        graphs.append(Data(x=x, edge_index=edge_index, y=y, train_mask=train_mask))
    torch.save(graphs, os.path.join(folder, "graphs.pt"))


def harvey_wiki_talk(folder: str) -> None:
    """harveyp123/ICCD_SpTrn_SLR's link-prediction features, as its main.py reads them with
    torch.jit.load from data/wiki-talk_sparse/ (beside main.py, its folder when it runs):
    {train,val,test}.pt and their _label.pt, each a TorchScript module whose state dict holds
    one tensor (the features of an edge, 64 floats; its label, 0 or 1). 64 training edges, 16
    for validation and 16 for test."""
    import torch

    class Holder(torch.nn.Module):
        def __init__(self, tensor: torch.Tensor):
            super().__init__()
            self.register_buffer("tensor", tensor)

        def forward(self) -> torch.Tensor:
            return self.tensor

    root = os.path.join(folder, "GNN_Sparse_Training_Node", "data", "wiki-talk_sparse")
    os.makedirs(root, exist_ok=True)
    generator = torch.Generator().manual_seed(0)
    for split, count in (("train", 64), ("val", 16), ("test", 16)):
        labels = torch.randint(0, 2, (count, 1), generator=generator)
        features = torch.randn(count, 64, generator=generator) + labels.float()
        torch.jit.script(Holder(features)).save(os.path.join(root, f"{split}.pt"))
        torch.jit.script(Holder(labels)).save(os.path.join(root, f"{split}_label.pt"))


def oct_diffusion_patches(folder: str) -> None:
    """EtienneChollet/oct_diffusion's patches, as its PatchDirectoryDataset reads them: a
    folder of tensors saved with torch.save, each a clean label patch of shape (1, 1, D, H, W)
    (its ResUNet takes it, after the DataLoader's batch of one is indexed away, as a batch of
    one volume: torch.cat on dim 1 joins channels). Five patches of 32^3 (four pooling levels
    halve it to 2: instance norm needs more than one element), a few label values each,
    written as oct_diffusion/data/x0/*.pt."""
    import torch

    root = os.path.join(folder, "oct_diffusion", "data", "x0")
    os.makedirs(root, exist_ok=True)
    generator = torch.Generator().manual_seed(0)
    for index in range(5):
        labels = torch.randint(0, 4, (1, 1, 32, 32, 32), generator=generator).float()
        torch.save(labels / 3, os.path.join(root, f"patch_{index:03d}.pt"))
