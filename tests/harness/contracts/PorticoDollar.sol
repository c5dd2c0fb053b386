// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Portico Dollar (PUSD)
/// @notice A minimal ERC-20 with 6 decimals, a dollar-like token for the exchange on Portico's
/// local test chains: every holder given to the constructor receives `amountEach`; nothing can be
/// minted afterwards.
contract PorticoDollar {
    string public constant name = "Portico Dollar";
    string public constant symbol = "PUSD";
    uint8 public constant decimals = 6;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address[] memory holders, uint256 amountEach) {
        for (uint256 index = 0; index < holders.length; index++) {
            balanceOf[holders[index]] += amountEach;
            totalSupply += amountEach;
            emit Transfer(address(0), holders[index], amountEach);
        }
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "PUSD: allowance too low");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "PUSD: transfer to the zero address");
        uint256 held = balanceOf[from];
        require(held >= value, "PUSD: balance too low");
        balanceOf[from] = held - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
